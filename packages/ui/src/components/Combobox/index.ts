export { Combobox, type ComboboxProps, type ComboboxOption } from './Combobox'
