import { Seo } from "@/components/layout/seo";
import { ArticleBookmarkButton } from "@/components/resources/article/article-bookmark-button";
import { ArticleContentSection } from "@/components/resources/article/article-content-section";
import { ArticleHeaderSection } from "@/components/resources/article/article-header-section";
import { ArticleSocialShare } from "@/components/resources/article/article-social-share";
import { CtaSection } from "@/components/sections/cta-section";
import { insightArticle as article } from "@/content/resources/insights/ai-predictions-2025";
import { articleJsonLd, readingTime } from "@/lib/blog-articles";
import { detailCoverOf } from "@/lib/covers";

const slug = article.path.split("/").pop() ?? article.path;

const jsonLd = articleJsonLd({
  type: "Article",
  ...article,
  description: article.meta.description,
});

/** The 2025 predictions analysis at /resources/insights/ai-predictions-2025. */
export default function InsightArticlePage() {
  return (
    <>
      <Seo meta={article.meta} type="article" jsonLd={[jsonLd]} />
      <ArticleHeaderSection
        {...article}
        cover={detailCoverOf("insights", { href: article.path })}
        readTime={readingTime(article.body)}
        actions={
          <>
            <ArticleSocialShare {...article.share} path={article.path} shareTitle={article.title} />
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
      <CtaSection {...article.cta} />
    </>
  );
}
