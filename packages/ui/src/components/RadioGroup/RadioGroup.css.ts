import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../../theme/vars.css'
import { choiceDescription, choiceInput, choiceRow } from '../private/choiceControl.css'

export const options = recipe({
  base: { display: 'flex', gap: vars.space.xxsmall },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.large },
    },
  },
  defaultVariants: { orientation: 'vertical' },
})

export const option = style({ display: 'flex', flexDirection: 'column' })

export { choiceRow as row, choiceInput as input, choiceDescription as optionDescription }
