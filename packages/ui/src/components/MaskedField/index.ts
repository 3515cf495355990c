export { MaskedField, type MaskedFieldProps } from './MaskedField'
export {
  maskPresets,
  maskOptions,
  maskInputHints,
  type MaskPreset,
  type MaskOptions,
} from './masks'
