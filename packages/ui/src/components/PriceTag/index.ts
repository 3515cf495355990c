export { PriceTag, priceTagSizes, type PriceTagProps, type PriceTagSize } from './PriceTag'
