import { describe, expect, it } from 'vitest'
import { anonClient, signUpConfirmed, sql, uniqueUser, waitForMail } from './support.ts'

describe("a player's language", () => {
  it('is the one they signed up in: the profile keeps it and the confirmation e-mail is written in it', async () => {
    const user = uniqueUser('idioma')
    const { error } = await anonClient().auth.signUp({
      email: user.email,
      password: user.password,
      options: { data: { first_name: 'Ana', last_name: 'López', username: user.username, locale: 'es' } },
    })
    expect(error).toBeNull()
    const mail = await waitForMail(user.email)
    expect(mail.subject).toBe('Confirma tu cuenta de ELSY')
    expect(mail.text).toContain('¡Te damos la bienvenida a ELSY!')
    expect(mail.html).toContain('<html lang="es">')
    const [profile] = await sql<{ locale: string | null }>('select locale from public.profiles where email = $1', [user.email])
    expect(profile?.locale).toBe('es')
  })

  it('is null (the browser decides) for a language ELSY does not speak, and the e-mail is in English', async () => {
    const user = uniqueUser('klingon')
    await anonClient().auth.signUp({ email: user.email, password: user.password, options: { data: { username: user.username, locale: 'tlh' } } })
    expect((await waitForMail(user.email)).subject).toBe('Confirm your ELSY account')
    const [profile] = await sql<{ locale: string | null }>('select locale from public.profiles where email = $1', [user.email])
    expect(profile?.locale).toBeNull()
  })

  it('is changed by set_my_locale for the caller only, keeps updated_at, and then the recovery e-mail follows it', async () => {
    const player = await signUpConfirmed({ locale: 'en' })
    const [before] = await sql<{ updated_at: Date }>('select updated_at from public.profiles where id = $1', [player.id])
    const { data } = await player.client.rpc('set_my_locale', { p_locale: 'fr' })
    expect(data).toEqual({ status: 'updated', message: 'Language saved', locale: 'fr', message_key: 'server_updated_language', message_values: {} })
    const [after] = await sql<{ locale: string; updated_at: Date }>('select locale, updated_at from public.profiles where id = $1', [player.id])
    expect(after).toEqual({ locale: 'fr', updated_at: before!.updated_at })

    // Twice is the same; an unknown language and an oversized text are refused with a sentence, nothing changes.
    expect((await player.client.rpc('set_my_locale', { p_locale: 'fr' })).data).toMatchObject({ status: 'updated' })
    expect((await player.client.rpc('set_my_locale', { p_locale: 'xx' })).data).toMatchObject({ status: 'unknown_locale' })
    expect((await player.client.rpc('set_my_locale', { p_locale: 'e'.repeat(100_000) })).data).toMatchObject({ status: 'unknown_locale' })
    expect((await sql<{ locale: string }>('select locale from public.profiles where id = $1', [player.id]))[0]?.locale).toBe('fr')

    await anonClient().auth.resetPasswordForEmail(player.email)
    const mail = await waitForMail(player.email, 'Réinitialisez')
    expect(mail.text).toContain('Ou saisissez ce code')

    // An empty text hands the choice back to the browser.
    expect((await player.client.rpc('set_my_locale', { p_locale: '' })).data).toMatchObject({ status: 'updated', locale: null })
    expect((await sql<{ locale: string | null }>('select locale from public.profiles where id = $1', [player.id]))[0]?.locale).toBeNull()
  })

  it('cannot be set by a visitor, nor written into someone else\'s profile', async () => {
    const { data, error } = await anonClient().rpc('set_my_locale', { p_locale: 'de' })
    expect(data).toBeNull()
    expect(error?.code).toBe('42501')
    const me = await signUpConfirmed()
    const other = await signUpConfirmed()
    const { data: rows } = await me.client.from('profiles').update({ locale: 'de' }).eq('id', other.id).select()
    expect(rows).toEqual([])
    expect((await sql<{ locale: string | null }>('select locale from public.profiles where id = $1', [other.id]))[0]?.locale).toBeNull()
    const { error: checkError } = await me.client.from('profiles').update({ locale: 'xx' }).eq('id', me.id)
    expect(checkError?.code).toBe('23514')
  })
})
