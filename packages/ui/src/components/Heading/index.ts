export {
  Heading,
  headingLevels,
  headingTones,
  type HeadingProps,
  type HeadingLevel,
  type HeadingTone,
} from './Heading'
