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
export { type AlertItem, AlertStack, type AlertStackProps } from './alert/alert-stack';
export { Badge, type BadgeProps, type BadgeTone, Flag, type FlagProps, Label, type LabelProps } from './badge/badge';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type CtaType,
  LinkButton,
  type LinkButtonProps,
} from './button/button';
export { ContentRating, type ContentRatingProps } from './content-rating/content-rating';
export { DayPicker, type DayPickerLabels, type DayPickerProps } from './day-picker/day-picker';
export { Icon, type IconProps, IconSprite } from './icon/icon';
export { type IconName, ICONS } from './icon/icons';
export { Modal, type ModalProps, type ModalVariant } from './modal/modal';
export { Poster, type PosterProps } from './poster/poster';
export { type CardLinkComponent, ShowCard, type ShowCardProps } from './show-card/show-card';
export {
  ShowtimeButton,
  type ShowtimeButtonProps,
  type ShowtimeDisplayStatus,
  type ShowtimeExperience,
  showtimeDisplayStatus,
} from './showtime-button/showtime-button';
export { SidePanel, type SidePanelProps } from './side-panel/side-panel';
