export {
  IconButton,
  iconButtonVariants,
  iconButtonSizes,
  type IconButtonProps,
  type IconButtonVariant,
  type IconButtonSize,
} from './IconButton'
