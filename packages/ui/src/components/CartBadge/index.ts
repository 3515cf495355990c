export { CartBadge, CartIcon, cartLabel, itemCount, type CartBadgeProps } from './CartBadge'
