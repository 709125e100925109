import { Icon, type IconSize } from "../Icon"

/** The "×" of close buttons (the button carries the accessible name). */
export function CloseIcon({ size = 18 }: { size?: IconSize }) {
  return <Icon name="close" size={size} />
}
