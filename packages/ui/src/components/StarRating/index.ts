export {
  StarRating,
  StarRatingDisplay,
  STAR_COUNT,
  type StarRatingProps,
  type StarRatingDisplayProps,
} from './StarRating'
