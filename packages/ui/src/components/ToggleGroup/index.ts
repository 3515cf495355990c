export { ToggleGroup, type ToggleGroupProps, type ToggleOption } from './ToggleGroup'
