export {
  RestaurantCard,
  type RestaurantCardProps,
  type RestaurantCardRestaurant,
} from './RestaurantCard'
