export * from './messages'
