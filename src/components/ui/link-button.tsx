import { createLink } from '@tanstack/react-router'
import { forwardRef } from 'react'
import { cx } from 'styled-system/css'
import { button, type ButtonVariantProps } from 'styled-system/recipes'

type AnchorProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & ButtonVariantProps

// A router link that looks like a button (navigation stays an <a>, so it opens in new tabs and is announced as a link).
const ButtonAnchor = forwardRef<HTMLAnchorElement, AnchorProps>(function ButtonAnchor(
  { variant, size, className, ...rest },
  ref,
) {
  return <a ref={ref} className={cx(button({ variant, size }), className)} {...rest} />
})

export const LinkButton = createLink(ButtonAnchor)
