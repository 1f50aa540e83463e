import { Anchor, type AnchorProps, Button, type ButtonProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

// Mantine's polymorphic `component={Link}` loses the router's typed params; these keep them.

type AnchorBaseProps = AnchorProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'> & {
    ref?: Ref<HTMLAnchorElement>;
  };
function AnchorBase(props: AnchorBaseProps) {
  return <Anchor component="a" {...props} />;
}
const CreatedAnchorLink = createLink(AnchorBase);
/** A Mantine Anchor that is a typed router link. */
export const AnchorLink: LinkComponent<typeof AnchorBase> = (props) => (
  <CreatedAnchorLink preload="intent" {...props} />
);

type ButtonBaseProps = ButtonProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'> & {
    ref?: Ref<HTMLAnchorElement>;
  };
function ButtonBase(props: ButtonBaseProps) {
  return <Button component="a" {...props} />;
}
const CreatedButtonLink = createLink(ButtonBase);
/** A Mantine Button that is a typed router link. */
export const ButtonLink: LinkComponent<typeof ButtonBase> = (props) => (
  <CreatedButtonLink preload="intent" {...props} />
);
