// Every unit test starts with the dialog registry the routes declare (the copy components/dialog-registry.test.ts
// keeps equal to it), as a server has it from its start; deriving it again would load every route in each file.
import { setDialogRegistry } from '#app/components/dialogs'
import { STORY_DIALOGS } from './dialog-registry.snapshot'

setDialogRegistry(STORY_DIALOGS)
