export { Stepper, stepperVariants, type StepperProps, type StepperVariant } from './Stepper'
