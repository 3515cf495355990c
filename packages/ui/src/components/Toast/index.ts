export {
  Toaster,
  useToast,
  toastTones,
  type ToastApi,
  type ToastInput,
  type ToastTone,
  type ToasterProps,
} from './Toast'
