import { use } from "react";
import { useParams } from "react-router-dom";
import { Seo } from "@/components/layout/seo";
import { ArticleBookmarkButton } from "@/components/resources/article/article-bookmark-button";
import { ArticleContentSection } from "@/components/resources/article/article-content-section";
import { ArticleHeaderSection } from "@/components/resources/article/article-header-section";
import {
  ArticleShareBox,
  ArticleShareButton,
} from "@/components/resources/article/article-share-button";
import { BlogRelatedSection } from "@/components/resources/blog/blog-related-section";
import { CtaSection } from "@/components/sections/cta-section";
import { blogArticleTemplate as template, blogPage } from "@/content/resources/blog/blog-page";
import { posts } from "@/content/resources/blog/posts";
import { articleJsonLd, countWords, loadArticleBody } from "@/lib/blog-articles";
import { relatedPosts } from "@/lib/blog";
import { detailCoverOf } from "@/lib/covers";
import NotFoundPage from "./not-found-page";

const cardLabels = {
  readMoreLabel: blogPage.list.readMoreLabel,
  viewsLabel: blogPage.list.viewsLabel,
  bookmark: blogPage.bookmark,
};

/** Every blog article, /resources/blog/{slug}: the post's meta from posts.ts, its body from articles/{slug}.ts. */
export default function ArticlePage() {
  const { slug = "" } = useParams();
  const post = posts.find((entry) => entry.slug === slug);
  const body = use(loadArticleBody(slug));
  if (!post || !body) return <NotFoundPage />;

  const path = `/resources/blog/${post.slug}`;
  const jsonLd = articleJsonLd({ type: "BlogPosting", ...post, path, wordCount: countWords(body) });
  const share = { copy: template.share, title: post.title, text: post.excerpt, path };

  return (
    <>
      <Seo meta={post} type="article" jsonLd={[jsonLd]} />
      <ArticleHeaderSection
        {...post}
        cover={detailCoverOf("blog", post)}
        backLink={template.backLink}
        viewsLabel={template.viewsLabel}
        actions={
          <>
            <ArticleShareButton {...share} />
            <ArticleBookmarkButton
              slug={post.slug}
              title={post.title}
              copy={blogPage.bookmark}
              appearance="labelled"
            />
          </>
        }
      />
      <ArticleContentSection body={body} tocTitle={template.tocTitle}>
        <ArticleShareBox {...template.endShare} share={share} />
      </ArticleContentSection>
      <BlogRelatedSection
        {...template.related}
        posts={relatedPosts(post, posts)}
        cardLabels={cardLabels}
      />
      <CtaSection id="consultation" {...template.cta} />
    </>
  );
}
