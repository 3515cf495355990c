export { MaskedField, type MaskedFieldProps } from './MaskedField'
export { maskPresets, maskedText, maskInputHints, type MaskPreset } from './masks'
