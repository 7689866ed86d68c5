import * as v from 'valibot';

/** A footer link. */
export const FooterLinkSchema = v.object({
  title: v.string(),
  url: v.string(),
  newTab: v.boolean(),
  cookie: v.boolean(),
});
/** A footer column. */
export const FooterColumnSchema = v.object({ title: v.string(), links: v.array(FooterLinkSchema) });
/** Answer of GET /api/footer. */
export const FooterSchema = v.object({
  columns: v.array(FooterColumnSchema),
  socialNetworks: v.array(v.object({ label: v.string(), url: v.string() })),
  topCities: v.array(v.object({ slug: v.string(), name: v.string() })),
  cinemas: v.array(v.object({ slug: v.string(), name: v.string(), citySlug: v.string() })),
});
/** The footer. */
export type Footer = v.InferOutput<typeof FooterSchema>;
