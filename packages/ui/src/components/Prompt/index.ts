export { Prompt, type PromptAction, type PromptProps } from './Prompt'
