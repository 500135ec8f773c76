import { Link, useParams } from 'react-router-dom';
import { TOOL_LIBRARY_LINKS, TOOL_NAMES, paths } from '@handyq/domain';
import { Header, Page, Prose } from '@handyq/web';
import { CoachNotFound } from '../components/coach-not-found';
import { HEADER_ICONS, TOOL_GUIDES } from '../lib/tool-guides';
import { isTool } from '../lib/tools';

/** /cueCoach/:tool/info: how to practise with the tool, its header icons, where to learn more. */
export function ToolInfoPage() {
  const { tool } = useParams();
  if (!isTool(tool)) return <CoachNotFound />;
  const guide = TOOL_GUIDES[tool];
  return (
    <>
      <Header title={`${TOOL_NAMES[tool]} Info`} back={paths.tool(tool)} />
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
            {HEADER_ICONS.map(([icon, does]) => (
              <div key={icon}>
                <dt>{icon}</dt>
                <dd>{does}</dd>
              </div>
            ))}
          </dl>
          <h2>Drills and tutorials</h2>
          <ul>
            {TOOL_LIBRARY_LINKS[tool].map((item) => (
              <li key={item.id}>
                <Link to={paths.item(item.id)}>{item.title}</Link> ({item.type})
              </li>
            ))}
          </ul>
          <h2>Learn more</h2>
          <ul>
            <li>
              <Link to={paths.practiceLabInfo}>How the PracticeLab library works</Link>
            </li>
            <li>
              <Link to={paths.tool(tool)}>Back to {TOOL_NAMES[tool]}</Link>
            </li>
          </ul>
        </Prose>
      </Page>
    </>
  );
}
