/**
 * @marquee/ui-kit: Marquee's design system. Each component imports its own CSS, so a remote
 * carries only what it renders. Tokens: import `@marquee/ui-kit/tokens.css` once per page.
 */

// Tokens
export {
  BREAKPOINTS,
  COLORS,
  cssVar,
  DURATIONS,
  FLAG_COLORS,
  FONT_SIZES,
  type FlagColor,
  MEDIA,
  RADII,
  SIDE_PANEL_WIDTH_PX,
  SPACE,
  STICKY_HEADER_OFFSET_PX,
  TIMING,
  TOUCH_TARGET_PX,
  type Viewport,
  viewportForWidth,
} from './tokens/tokens';

// Components
export { Accordion, type AccordionItem, type AccordionProps } from './accordion/accordion';
export { AlertBanner, type AlertBannerProps, type AlertLevel } from './alert/alert-banner';
export { type AlertItem, AlertStack, type AlertStackProps, alertAnnouncement } from './alert/alert-stack';
export { LazyPart, type LazyPartProps } from './lazy-part/lazy-part';
export {
  DORMANT_ATTRIBUTE,
  holdPresses,
  onDormantPress,
  releasePresses,
  rememberFocus,
} from './press-replay/press-replay';
export { Badge, type BadgeProps, type BadgeTone, Flag, type FlagProps, Label, type LabelProps } from './badge/badge';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type CtaType,
  LinkButton,
  type LinkButtonProps,
} from './button/button';
export { Avatar, type AvatarProps, initialsOf } from './avatar/avatar';
export { Carousel, type CarouselProps } from './carousel/carousel';
export { ContentRating, type ContentRatingProps } from './content-rating/content-rating';
export { DayPicker, type DayPickerLabels, type DayPickerProps } from './day-picker/day-picker';
export { EMOTIONS, type Emotion, EmotionPicker, type EmotionPickerProps } from './emotion-picker/emotion-picker';
export { FilterChips, type FilterChipsProps, type FilterOption } from './filter/filter-chips';
export { type FilterGroup, FilterPanel, type FilterPanelProps } from './filter/filter-panel';
export {
  type FooterColumn,
  FooterColumns,
  type FooterColumnsProps,
  type FooterLink,
  FooterLinkList,
  type FooterLinkListProps,
} from './footer/footer';
export {
  HeaderBar,
  type HeaderBarProps,
  HeaderButton,
  type HeaderButtonProps,
  type HeaderLabelVisibility,
  HeaderLink,
  type HeaderLinkComponent,
  type HeaderLinkProps,
  HeaderNav,
  type HeaderNavProps,
  Logo,
  type LogoProps,
  type NavItem,
} from './header/header';
export { Icon, type IconProps } from './icon/icon';
export { ICON_NAMES, type IconName, isIconName } from './icon/icon-names';
export { ICONS } from './icon/icons';
export { spriteHtml } from './icon/sprite';
export { Modal, type ModalProps } from './modal/modal';
export { ModalFrame, type ModalFrameProps, type ModalVariant } from './modal/modal-frame';
export { useModalDialog } from './internal/use-modal-dialog';
export { Pagination, type PaginationLabels, type PaginationProps, pageWindow } from './pagination/pagination';
export { Poster, type PosterProps, type PosterSource } from './poster/poster';
export { Price, type PriceProps } from './price/price';
export {
  SearchField,
  type SearchFieldLabels,
  type SearchFieldProps,
  type SearchHistoryItem,
} from './search-field/search-field';
export { type CardLinkComponent, ShowCard, type ShowCardProps } from './show-card/show-card';
export {
  ShowtimeButton,
  type ShowtimeButtonProps,
  type ShowtimeDisplayStatus,
  type ShowtimeExperience,
  showtimeDisplayStatus,
} from './showtime-button/showtime-button';
export { SeatsIndicator, type SeatsIndicatorProps, type SeatsLevel } from './seats-indicator/seats-indicator';
export { SidePanel, type SidePanelProps } from './side-panel/side-panel';
export { ShowCardSkeleton, type ShowCardSkeletonProps, Skeleton, type SkeletonProps } from './skeleton/skeleton';
export { SmartBanner, type SmartBannerProps } from './smart-banner/smart-banner';
export { type TabItem, Tabs, type TabsProps } from './tabs/tabs';
export { WishlistToggle, type WishlistToggleProps } from './wishlist-toggle/wishlist-toggle';

// Hooks
export { useMediaQuery } from './hooks/use-media-query';
export { currentViewport, exceedsViewport, useViewport } from './hooks/use-viewport';
export {
  nextStickyState,
  type StickyHeaderOptions,
  type StickyHeaderState,
  type StickyMode,
  stickyThreshold,
  throttle,
  useStickyHeader,
} from './hooks/use-sticky-header';
