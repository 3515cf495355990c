export { Counter, COUNTER_MIN, COUNTER_MAX, type CounterProps } from './Counter'
