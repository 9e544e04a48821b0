import { Seo } from "@/components/layout/seo";
import { ArticleBookmarkButton } from "@/components/resources/article/article-bookmark-button";
import { ArticleContentSection } from "@/components/resources/article/article-content-section";
import { ArticleHeaderSection } from "@/components/resources/article/article-header-section";
import { ArticleSocialShare } from "@/components/resources/article/article-social-share";
import { CtaSection } from "@/components/sections/cta-section";
import { insightArticle as article } from "@/content/resources/insights/ai-predictions-2025";
import { readingTime } from "@/lib/blog-articles";
import { absoluteUrl } from "@/lib/seo";

const slug = article.path.split("/").pop() ?? article.path;

const jsonLd = {
  "@context": "https://schema.org",
  "@type": "Article",
  headline: article.title,
  description: article.meta.description,
  datePublished: article.publishDate,
  author: { "@type": "Person", name: article.author, jobTitle: article.authorTitle },
  url: absoluteUrl(article.path),
  mainEntityOfPage: absoluteUrl(article.path),
  articleSection: article.category,
};

/** The 2025 predictions analysis at /resources/insights/ai-predictions-2025. */
export default function InsightArticlePage() {
  return (
    <>
      <Seo meta={article.meta} type="article" jsonLd={[jsonLd]} />
      <ArticleHeaderSection
        backLink={article.backLink}
        badges={[article.category]}
        title={article.title}
        excerpt={article.excerpt}
        author={article.author}
        authorTitle={article.authorTitle}
        date={article.publishDate}
        readTime={readingTime(article.body)}
        views={article.views}
        viewsLabel={article.viewsLabel}
        actions={
          <>
            <ArticleSocialShare
              title={article.share.title}
              networks={article.share.networks}
              toastTemplate={article.share.toast}
              path={article.path}
              shareTitle={article.title}
            />
            <ArticleBookmarkButton
              slug={slug}
              title={article.title}
              copy={article.bookmark}
              appearance="labelled"
            />
          </>
        }
      />
      <ArticleContentSection body={article.body} tocTitle={article.tocTitle} />
      <CtaSection id="consultation" {...article.cta} />
    </>
  );
}
