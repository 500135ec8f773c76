import { Link, useParams } from 'react-router-dom';
import { TOOL_LIBRARY_LINKS, TOOL_NAMES, paths } from '@handyq/domain';
import { Header, Page, Prose } from '@handyq/web';
import { CoachNotFound } from '../components/coach-not-found';
import {
  CUE_CRAFT_GUIDE,
  CUE_CRAFT_ICONS,
  HEADER_ICONS,
  TOOL_GUIDES,
  type ToolGuide,
} from '../lib/tool-guides';
import { isTool } from '../lib/tools';

/** /cueCoach/:tool/info: how to practise with the tool, its header icons, where to learn more. */
export function ToolInfoPage() {
  const { tool } = useParams();
  if (tool === 'cueCraft')
    return (
      <GuidePage name="CueCraft" to={paths.tool(tool)} guide={CUE_CRAFT_GUIDE} icons={CUE_CRAFT_ICONS} />
    );
  if (!isTool(tool)) return <CoachNotFound />;
  return (
    <GuidePage
      name={TOOL_NAMES[tool]}
      to={paths.tool(tool)}
      guide={TOOL_GUIDES[tool]}
      links={TOOL_LIBRARY_LINKS[tool]}
    />
  );
}

function GuidePage({
  name,
  to,
  guide,
  icons = HEADER_ICONS,
  links,
}: {
  name: string;
  /** The tool's page. */
  to: string;
  guide: ToolGuide;
  /** What each icon of the tool's header does. */
  icons?: [icon: string, does: string][];
  links?: readonly { id: string; title: string; type: string }[];
}) {
  return (
    <>
      <Header title={`${name} Info`} back={to} />
      <Page>
        <Prose>
          <p>{guide.what}</p>
          <h2>How to use it</h2>
          <ol>
            {guide.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <h2>Practice tips</h2>
          <ul>
            {guide.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
          <h2>The icons at the top</h2>
          <dl>
            {icons.map(([icon, does]) => (
              <div key={icon}>
                <dt>{icon}</dt>
                <dd>{does}</dd>
              </div>
            ))}
          </dl>
          {links && (
            <>
              <h2>Drills and tutorials</h2>
              <ul>
                {links.map((item) => (
                  <li key={item.id}>
                    <Link to={paths.item(item.id)}>{item.title}</Link> ({item.type})
                  </li>
                ))}
              </ul>
            </>
          )}
          <h2>Learn more</h2>
          <ul>
            <li>
              <Link to={paths.practiceLabInfo}>How the PracticeLab library works</Link>
            </li>
            <li>
              <Link to={to}>Back to {name}</Link>
            </li>
          </ul>
        </Prose>
      </Page>
    </>
  );
}
