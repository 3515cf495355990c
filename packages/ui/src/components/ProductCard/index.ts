export { ProductCard, type ProductCardProduct, type ProductCardProps } from './ProductCard'
