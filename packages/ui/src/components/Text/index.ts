export {
  Text,
  textTones,
  textSizes,
  textWeights,
  textElements,
  type TextProps,
  type TextTone,
  type TextSize,
  type TextWeight,
  type TextElement,
} from './Text'
