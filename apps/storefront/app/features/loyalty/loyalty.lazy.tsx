// The loyalty page's deferred island (DESIGN §7, docs/decisions/0036): the redemptions' QR codes.
import { RedemptionCode } from './RedemptionCode'

export default { RedemptionCode }
