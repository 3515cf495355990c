export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogRoot,
  DialogTrigger,
  dialogSizes,
  type DialogContentProps,
  type DialogProps,
  type DialogSize,
} from './Dialog'
