export { Stack, stackAligns, type StackProps, type StackAlign } from './Stack'
