// The reservation pages' deferred island (DESIGN §7, docs/decisions/0036): the reservation's PIX QR code.
import { ReservationPixCode } from './ReservationPixCode'

export default { ReservationPixCode }
