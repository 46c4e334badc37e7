import type { ReactNode } from "react";

const CARD_FRAME = { x: 0.5, y: 0.5, width: 45, height: 29, rx: 4 };

/** Two overlapping circles, as drawn here for Mastercard and Maestro (not the brands' artwork). */
function Circles({ left, right, overlap }: { left: string; right: string; overlap: string }) {
  return (
    <>
      <circle cx="18" cy="15" r="8" fill={left} />
      <circle cx="28" cy="15" r="8" fill={right} />
      <path d="M23 8.76a8 8 0 0 1 0 12.48a8 8 0 0 1 0-12.48z" fill={overlap} />
    </>
  );
}

/** A card's name in bold type, centred on its badge. */
function Wordmark({
  y,
  size,
  italic = false,
  fill,
  children,
}: {
  y: string;
  size: string;
  italic?: boolean;
  fill: string;
  children: ReactNode;
}) {
  return (
    <text
      x="23"
      y={y}
      textAnchor="middle"
      fontFamily="Arial, Helvetica, sans-serif"
      fontSize={size}
      fontStyle={italic ? "italic" : undefined}
      fontWeight="700"
      fill={fill}
    >
      {children}
    </text>
  );
}

/**
 * The payment cards the shop accepts (spec section 9), as small labelled badges drawn here:
 * simple shapes and wordmarks, not the card schemes' logo files.
 */
const PAYMENT_CARDS: readonly { name: string; art: ReactNode }[] = [
  {
    name: "Maestro",
    art: (
      <>
        <rect {...CARD_FRAME} fill="#ffffff" stroke="#c9ced8" />
        <Circles left="#0099df" right="#ed0006" overlap="#6c6bbd" />
      </>
    ),
  },
  {
    name: "Mastercard",
    art: (
      <>
        <rect {...CARD_FRAME} fill="#ffffff" stroke="#c9ced8" />
        <Circles left="#eb001b" right="#f79e1b" overlap="#ff5f00" />
      </>
    ),
  },
  {
    name: "Visa",
    art: (
      <>
        <rect {...CARD_FRAME} fill="#ffffff" stroke="#c9ced8" />
        <Wordmark y="19.5" size="13" italic fill="#1a1f71">
          VISA
        </Wordmark>
      </>
    ),
  },
  {
    name: "American Express",
    art: (
      <>
        <rect {...CARD_FRAME} fill="#006fcf" stroke="#006fcf" />
        <Wordmark y="19" size="11" fill="#ffffff">
          AMEX
        </Wordmark>
      </>
    ),
  },
  {
    name: "Troy",
    art: (
      <>
        <rect {...CARD_FRAME} fill="#ffffff" stroke="#c9ced8" />
        <Wordmark y="19.5" size="13" fill="#1c2f5b">
          tr<tspan fill="#00a3ad">o</tspan>y
        </Wordmark>
      </>
    ),
  },
];

/** The accepted cards as a list of small badges, each named by its card (footer, home trust row). */
export function PaymentCards({ className, labelledBy }: { className: string; labelledBy: string }) {
  return (
    <ul className={className} aria-labelledby={labelledBy}>
      {PAYMENT_CARDS.map(({ name, art }) => (
        <li key={name}>
          <svg role="img" aria-label={name} viewBox="0 0 46 30" width="46" height="30">
            {art}
          </svg>
        </li>
      ))}
    </ul>
  );
}
