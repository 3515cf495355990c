import { remixAppTestConfig } from '../../tooling/remix-app'

export default remixAppTestConfig()
