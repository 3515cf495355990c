export {
  Field,
  FieldMessage,
  useFieldIds,
  errorText,
  type FieldProps,
  type FieldBaseProps,
  type FieldControlProps,
  type FieldError,
} from './Field'
export * as fieldStyles from './Field.css'
export { useTypedBeforeHydration } from './useTypedBeforeHydration'
