// Passwords are stored as scrypt hashes even in the sandbox, so no test or dump ever shows a clear password.
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto'

// Low cost on purpose: the sandbox hashes on every test setup and login; this is not production storage.
const PARAMS = { N: 1024, r: 8, p: 1 } as const

export function hashSenha(senha: string): string {
  const salt = randomBytes(16)
  const hash = scryptSync(senha, salt, 32, PARAMS)
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`
}

export function conferirSenha(senha: string, armazenado: string | null): boolean {
  if (!armazenado) return false
  const [tipo, saltHex, hashHex] = armazenado.split('$')
  if (tipo !== 'scrypt' || !saltHex || !hashHex) return false
  const esperado = Buffer.from(hashHex, 'hex')
  const calculado = scryptSync(senha, Buffer.from(saltHex, 'hex'), esperado.length, PARAMS)
  return timingSafeEqual(esperado, calculado)
}
