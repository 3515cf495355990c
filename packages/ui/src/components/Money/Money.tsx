import type { HTMLAttributes } from 'react'
import { cx } from '../../theme/cx'
import { formatMoney } from '@prato/domain'
import * as styles from './Money.css'

export interface MoneyProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Integer centavos (money is never a float in Prato). */
  value: number
  as?: 'span' | 'strong' | 'del' | 's' | 'data'
}

/** An amount in reais, formatted by the domain's `formatMoney` (pt-BR): 1234 → 'R$ 12,34'. */
export function Money({ value, as: Element = 'span', className, ...props }: MoneyProps) {
  return (
    <Element className={cx(styles.money, className)} {...props}>
      {formatMoney(value)}
    </Element>
  )
}
