// /community/: where to talk to the Lexical team and other users, how to
// contribute, and who works on Lexical (site/data/team.json).
import Layout from '@theme/Layout';
import { Link } from '@folio/client';
import team from '@site/site/data/team.json';
import '../_styles/community.css';

interface Member {
  name: string;
  role: string;
  about: string;
  github?: string;
}

const REPO = 'https://github.com/facebook/lexical';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

function MemberCard({ member }: { member: Member }) {
  return (
    <li className="community-member">
      <span className="community-member__avatar" aria-hidden="true">
        {initials(member.name)}
      </span>
      <div>
        <h4 className="community-member__name">
          {member.github ? <Link href={`https://github.com/${member.github}`}>{member.name}</Link> : member.name}
        </h4>
        <div className="community-member__role">{member.role}</div>
        <p>{member.about}</p>
      </div>
    </li>
  );
}

function TeamGroup({ title, members }: { title: string; members: Member[] }) {
  return (
    <>
      <h3>{title}</h3>
      <ul className="community-team clean-list">
        {members.map((m) => (
          <MemberCard key={m.name} member={m} />
        ))}
      </ul>
    </>
  );
}

export default function Community() {
  return (
    <Layout title="Community" description="Ask questions, report bugs and contribute to Lexical.">
      <main className="container margin-vert--lg community">
        <header className="community__header">
          <h1>Community</h1>
          <p>Lexical is built in the open, by a team at Meta and by everyone who sends a fix, answers a question or writes a plugin.</p>
        </header>

        <section className="community__channels" aria-label="Where to find us">
          <Link className="community-channel" href={REPO}>
            <h2>GitHub</h2>
            <p>Report bugs, propose features, follow the work in progress and read the source.</p>
          </Link>
          <Link className="community-channel" href="https://discord.gg/KmG4wQnnD9">
            <h2>Discord</h2>
            <p>Ask questions, show what you have built and chat with the people who build Lexical.</p>
          </Link>
        </section>

        <section aria-labelledby="contribute">
          <h2 id="contribute">How to contribute</h2>
          <p>Every contribution helps, from a typo fixed in these pages to a new package.</p>
          <ol className="community__steps">
            <li>
              Read the <Link href={`${REPO}/blob/main/CODE_OF_CONDUCT.md`}>Code of Conduct</Link>: we follow the{' '}
              <Link href="https://www.contributor-covenant.org/">Contributor Covenant</Link>.
            </li>
            <li>
              Read the <Link href={`${REPO}/blob/main/CONTRIBUTING.md`}>contributing guide</Link> to set up the repository, run the tests and
              learn how changes are reviewed.
            </li>
            <li>
              Pick an issue labelled <em>good first issue</em> in the <Link href={REPO}>repository</Link>, or open one to discuss your idea
              before you write the code.
            </li>
          </ol>
        </section>

        <section aria-labelledby="team">
          <h2 id="team">Team</h2>
          <TeamGroup title="Core team" members={team.core} />
          <TeamGroup title="Regular contributors" members={team.contributors} />
        </section>
      </main>
    </Layout>
  );
}
