export {
  RadioGroup,
  CheckboxGroup,
  type CheckboxGroupProps,
  radioGroupOrientations,
  type RadioGroupProps,
  type RadioOption,
  type RadioGroupOrientation,
} from './RadioGroup'
