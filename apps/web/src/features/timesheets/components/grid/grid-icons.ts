import EditOutlined from '@ant-design/icons-svg/es/asn/EditOutlined';
import HighlightOutlined from '@ant-design/icons-svg/es/asn/HighlightOutlined';
import MoonOutlined from '@ant-design/icons-svg/es/asn/MoonOutlined';
import SunOutlined from '@ant-design/icons-svg/es/asn/SunOutlined';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';

const svgText = ({ tag, attrs, children = [] }: AbstractNode): string =>
  `<${tag}${Object.entries(attrs)
    .map(([name, value]) => ` ${name}="${String(value)}"`)
    .join('')}>${children.map(svgText).join('')}</${tag}>`;

/** An antd outlined icon as a CSS image: a data URL of its SVG. */
function cssImage({ name, icon }: IconDefinition): string {
  if (typeof icon === 'function') throw new Error(`${name} is a two-tone icon`);
  const svg = svgText({ ...icon, attrs: { ...icon.attrs, xmlns: 'http://www.w3.org/2000/svg' } });
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

/**
 * The grid's icons as CSS variables set on the grid, which the rows' marks take as their masks
 * (timesheets.css, .ts-icon). A row draws a mark by its class, not by elements of its own: a scroll step
 * that shows other rows in the same elements changes classes and text, and mounts no icon component.
 */
export const GRID_ICONS = {
  '--ts-icon-web': cssImage(EditOutlined),
  '--ts-icon-mobile': cssImage(HighlightOutlined),
  '--ts-icon-day': cssImage(SunOutlined),
  '--ts-icon-night': cssImage(MoonOutlined),
};
