import { describe, expect, it } from "vitest";
import { contentInput } from "../../scripts/content/load";
import {
  checkContent,
  formatProblems,
  type ContentInput,
  type Problem,
} from "../../scripts/content/rules";

/**
 * The content rules (scripts/content/rules.ts) over the site's content, and over the same
 * content with one synthetic post or paper added or one mistake made: what an editor does.
 */
const content = await contentInput();
const postsFile = "src/content/resources/blog/posts.ts";
const errors = (problems: Problem[]) => problems.filter(({ severity }) => severity === "error");

/** A body of `words` words in four headed sections. */
function bodyOf(words: number) {
  const paragraph = (count: number) => ({
    type: "paragraph" as const,
    text: Array.from({ length: count }, (_, index) => `word${index}`).join(" "),
  });
  const sections = ["Why It Matters", "How It Works", "What to Measure", "Where to Start"];
  return sections.flatMap((text) => [
    { type: "heading" as const, text },
    paragraph(Math.ceil(words / sections.length) - text.split(" ").length),
  ]);
}

const newPost = {
  slug: "synthetic-post",
  title: "A Synthetic Post for the Checks",
  excerpt: "A post the tests add to the content, to prove the rules accept a well-made one.",
  description:
    "A synthetic post that the content checks must accept: every field filled, an ISO date and a real category.",
  author: "Dr. Sarah Chen",
  date: "2024-12-20",
  readTime: "3 min read",
  category: "Automation",
  views: "1.1k",
};

/** The site's content with one more post (and its body), changed by `change`. */
function withPost(change: (post: Record<string, unknown>) => void = () => {}): ContentInput {
  const post: Record<string, unknown> = { ...newPost };
  change(post);
  return {
    ...content,
    blog: {
      ...content.blog,
      posts: [post, ...content.blog.posts],
      bodies: {
        ...content.blog.bodies,
        "synthetic-post": {
          file: "src/content/resources/blog/articles/synthetic-post.ts",
          body: bodyOf(500),
        },
      },
    },
  };
}

/** The one error a mistake causes, as the editor reads it. */
function onlyError(input: ContentInput): Problem {
  const found = errors(checkContent(input));
  expect(found, formatProblems(found)).toHaveLength(1);
  return found[0]!;
}

describe("the content rules", () => {
  it("find no error in the site's content", () => {
    const found = errors(checkContent(content));
    expect(found, formatProblems(found)).toEqual([]);
  });

  /** A new white paper whose page is a neighbour's, its abstract and first figure rewritten or not. */
  function withPaper({ rewritten }: { rewritten: boolean }): ContentInput {
    const [paper] = content.whitePapers.papers;
    const page = content.whitePapers.pages[String(paper!.slug)]!;
    const copy = page.page as {
      executiveSummary: { paragraphs: string[] };
      keyStats: { items: { label: string }[] };
    };
    const own = {
      ...copy,
      executiveSummary: {
        ...copy.executiveSummary,
        paragraphs: [
          "A synthetic paper's own opening paragraph.",
          ...copy.executiveSummary.paragraphs.slice(1),
        ],
      },
      keyStats: {
        ...copy.keyStats,
        items: [
          { ...copy.keyStats.items[0]!, label: "A synthetic figure" },
          ...copy.keyStats.items.slice(1),
        ],
      },
    };
    return {
      ...content,
      whitePapers: {
        ...content.whitePapers,
        papers: [
          { ...paper, slug: "synthetic-paper", href: "/resources/whitepapers/synthetic-paper" },
          ...content.whitePapers.papers,
        ],
        pages: {
          ...content.whitePapers.pages,
          "synthetic-paper": { ...page, page: rewritten ? own : copy },
        },
      },
    };
  }

  it("accept a new post with its body, and a new white paper with its page", () => {
    expect(errors(checkContent(withPost()))).toEqual([]);
    expect(errors(checkContent(withPaper({ rewritten: true })))).toEqual([]);
  });

  it("name a new white paper page that repeats a neighbour's abstract and first figure", () => {
    const found = errors(checkContent(withPaper({ rewritten: false })));
    expect(found.map(({ field }) => field)).toEqual([
      "executiveSummary.paragraphs[0]",
      "keyStats.items[0].label",
    ]);
    expect(found[0]!.rule).toMatch(/repeats the white paper page .+ word for word/);
  });

  it("name the file, the post and the field of a missing author, and how to fix it", () => {
    const problem = onlyError(withPost((post) => delete post.author));
    expect(problem).toMatchObject({
      file: postsFile,
      entry: 'post "synthetic-post"',
      field: "author",
    });
    expect(problem.fix).toMatch(/^add author: "/);
  });

  it("turn a date written 'Dec 10, 2024' into the ISO date to write", () => {
    const problem = onlyError(withPost((post) => (post.date = "Dec 10, 2024")));
    expect(problem).toMatchObject({
      file: postsFile,
      entry: 'post "synthetic-post"',
      field: "date",
    });
    expect(problem.fix).toBe('write it as "2024-12-10"');
  });

  it("refuse a category the blog does not have, listing the ones it has", () => {
    const problem = onlyError(withPost((post) => (post.category = "Automations")));
    expect(problem).toMatchObject({ entry: 'post "synthetic-post"', field: "category" });
    expect(problem.fix).toContain('"Automation"');
  });

  it("refuse a slug another post has, naming both", () => {
    const { slug: taken, title } = content.blog.posts[3]!;
    const input = withPost((post) => (post.slug = taken));
    const found = errors(checkContent(input)).filter(({ rule }) => rule.includes("also the slug"));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ file: postsFile, entry: `post #5 "${title}"`, field: "slug" });
    expect(found[0]!.rule).toContain(`entry #1 "${newPost.title}"`);
  });

  it("refuse a post without a body file, a short body and a wrong reading time", () => {
    const noBody = withPost((post) => (post.slug = "no-body-yet"));
    delete noBody.blog.bodies["synthetic-post"];
    expect(onlyError(noBody).rule).toContain("src/content/resources/blog/articles/no-body-yet.ts");
    const short = withPost();
    short.blog.bodies["synthetic-post"]!.body = bodyOf(300);
    const found = errors(checkContent(short));
    expect(found.map(({ field }) => field).sort()).toEqual(["body", "readTime"]);
    const readTime = found.find(({ field }) => field === "readTime")!;
    expect(readTime.computed).toBe("2 min read");
    expect(readTime.fix).toContain('write readTime: "2 min read"');
  });

  it("refuse a link to a page that does not exist, naming the module and the path to it", () => {
    const input = withPost();
    input.modules = {
      ...input.modules,
      "src/content/example.ts": {
        example: { related: [{ label: "Gone", href: "/resources/blog/gone" }] },
      },
    };
    expect(onlyError(input)).toMatchObject({
      file: "src/content/example.ts",
      entry: 'example.related[0] "Gone"',
      field: "href",
    });
  });

  it("refuse a second featured post, and a category past eight posts", () => {
    expect(onlyError(withPost((post) => (post.featured = true))).field).toBe("featured");
    const crowded: ContentInput = {
      ...content,
      blog: {
        ...content.blog,
        posts: [
          ...content.blog.posts,
          ...Array.from({ length: 9 }, (_, index) => ({
            ...newPost,
            slug: `crowd-${index}`,
            category: "Ethics",
          })),
        ],
      },
    };
    const problem = errors(checkContent(crowded)).find(
      ({ entry }) => entry === 'category "Ethics"',
    );
    expect(problem?.rule).toContain("4 to 8");
  });
});
