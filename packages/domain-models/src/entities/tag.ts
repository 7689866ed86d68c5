import * as v from 'valibot';

/** A tag (experience, version filter, accessibility...). */
export const TagSchema = v.object({
  slug: v.string(),
  title: v.string(),
  label: v.string(),
  description: v.string(),
  isPremium: v.boolean(),
  isVersionFilter: v.boolean(),
  isCinemaFlag: v.boolean(),
  isCinemaFilter: v.boolean(),
  isShowFilter: v.boolean(),
  isGpxp: v.boolean(),
  isShowFlag: v.boolean(),
  isBadgePublished: v.boolean(),
  hasBadge: v.boolean(),
  badgeTitle: v.nullable(v.string()),
  badgeDescription: v.nullable(v.string()),
  badgeImage: v.nullable(v.string()),
  iconShowTime: v.object({
    type: v.picklist(['sprite', 'img', 'text']),
    idSprite: v.nullable(v.string()),
    image: v.nullable(v.string()),
    width: v.number(),
    label: v.string(),
  }),
  filterOrder: v.number(),
  upsellOrder: v.nullable(v.number()),
  upsellText: v.nullable(v.string()),
  upsellBackdropUrl: v.nullable(v.string()),
  tagCategory: v.string(),
  tagCategoryOrder: v.number(),
  accessibilityDescription: v.nullable(v.string()),
  ctaUrl: v.nullable(v.string()),
  highlighted: v.boolean(),
  thumbnailTitle: v.string(),
  modalTitle: v.string(),
  modalDescription: v.string(),
  pictoBanner: v.nullable(v.string()),
  pictoImage: v.nullable(v.string()),
  labelFlagColor: v.nullable(v.string()),
  backgroundFlagColor: v.nullable(v.string()),
  tooltip: v.object({ title: v.string(), description: v.string(), image: v.nullable(v.string()) }),
});
/** A tag. */
export type Tag = v.InferOutput<typeof TagSchema>;
/** Answer of GET /api/tags and GET /api/technologies. */
export const TagListSchema = v.object({ tags: v.array(TagSchema) });
/** A version (VF, VOST, VO...). */
export const VersionSchema = v.object({ slug: v.string(), label: v.string(), description: v.string() });
/** A version. */
export type Version = v.InferOutput<typeof VersionSchema>;
/** Answer of GET /api/versions. */
export const VersionListSchema = v.object({ versions: v.array(VersionSchema) });
