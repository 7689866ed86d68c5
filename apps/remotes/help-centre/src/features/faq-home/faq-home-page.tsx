import { getFooterFaq } from '@marquee/api-client';
import type { FooterFaq } from '@marquee/domain-models';
import { useTranslation } from '@marquee/i18n';
import { definePage, type PageHead, type PageProps, type Translate } from '@marquee/remote-contract';

/** The help centre home's head: its title and description (SHELL-81, SHELL-82). */
export function faqHomeHead(t: Translate): PageHead {
  return { title: t('home.title'), description: t('home.description') };
}

function FaqHomePage({ data }: PageProps<FooterFaq>) {
  const { t } = useTranslation('help-centre');
  const groups = data.groups.filter((group) => group.questions.length > 0);
  return (
    <div className="help-centre-faq-home">
      <h1>{t('home.title')}</h1>
      <p className="help-centre-faq-home__intro">{t('home.intro')}</p>
      {groups.length === 0 ? <p>{t('home.empty')}</p> : null}
      {groups.map((group) => (
        <section key={group.type} className="help-centre-faq-group" aria-labelledby={`faq-${group.type}`}>
          <h2 id={`faq-${group.type}`}>{t(`topics.${group.type}`)}</h2>
          {group.questions.map((question) => (
            <details key={question.title} className="help-centre-faq-question">
              <summary>{question.title}</summary>
              <p>{question.description}</p>
            </details>
          ))}
        </section>
      ))}
    </div>
  );
}

/** The help centre's home: the frequently asked questions (GET /api/footer/faq). */
export const faqHomePage = definePage<FooterFaq>({
  loader: (context) => getFooterFaq(context.api, context.signal),
  Component: FaqHomePage,
  head: (_data, _page, t) => faqHomeHead(t),
});
