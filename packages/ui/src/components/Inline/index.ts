export {
  Inline,
  inlineAlignYs,
  inlineJustifies,
  type InlineProps,
  type InlineAlignY,
  type InlineJustify,
} from './Inline'
