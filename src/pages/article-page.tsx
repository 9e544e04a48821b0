import { use } from "react";
import { useParams } from "react-router-dom";
import { Seo } from "@/components/layout/seo";
import { PageHero } from "@/components/sections/page-hero";
import { posts } from "@/content/blog/posts";
import { loadArticleBody } from "@/lib/blog-articles";
import NotFoundPage from "./not-found-page";

export default function ArticlePage() {
  const { slug = "" } = useParams();
  const post = posts.find((entry) => entry.slug === slug);
  const body = use(loadArticleBody(slug));
  if (!post || !body) return <NotFoundPage />;
  return (
    <>
      <Seo meta={{ title: post.title, description: post.description }} type="article" />
      <PageHero title={post.title} description={post.excerpt} />
    </>
  );
}
