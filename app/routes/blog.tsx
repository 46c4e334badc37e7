import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { PageShell } from "~/components/page-shell";
import { ResponsiveImage } from "~/components/responsive-image";
import { loadBlogPosts } from "~/features/content-pages/content.server";
import { ContentUnavailable, MetaDescription } from "~/features/content-pages/page-parts";
import { formatIsoDate } from "~/lib/format";
import { useLocale } from "~/lib/use-locale";
import { hrefFor } from "~/routing/route-table";
import stylesheet from "~/styles/content-pages.css?url";
import type { Route } from "./+types/blog";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export async function loader({ context }: Route.LoaderArgs) {
  return { posts: await loadBlogPosts(context) };
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const { posts } = loaderData;
  return (
    <PageShell title={t`Blog`} lead={t`Travel guides, rental tips and destination ideas.`}>
      <MetaDescription content={t`Travel guides, car rental tips and destination ideas for your trips in Türkiye.`} />
      {posts.state !== "ok" ? (
        <ContentUnavailable>
          <Trans>The blog cannot be shown right now. Please try again shortly.</Trans>
        </ContentUnavailable>
      ) : posts.value.length === 0 ? (
        <p className="notice">
          <Trans>No posts yet.</Trans>
        </p>
      ) : (
        <ul className="blog-list" data-testid="blog-list">
          {posts.value.map((post, index) => {
            const date = formatIsoDate(post.publishedAt, locale);
            return (
              <li key={post.slug} className="blog-card">
                <article aria-labelledby={`post-${post.slug}`}>
                  {post.coverImage ? (
                    <ResponsiveImage
                      src={post.coverImage}
                      alt=""
                      width={640}
                      height={240}
                      priority={index === 0}
                      className="blog-card__image"
                    />
                  ) : null}
                  <h2 className="blog-card__title" id={`post-${post.slug}`}>
                    <Link to={hrefFor("blog-post", locale, { slug: post.slug })}>{post.title}</Link>
                  </h2>
                  <p className="blog-card__meta">
                    <time dateTime={post.publishedAt}>{date}</time>
                    {post.author ? <> · {post.author}</> : null}
                  </p>
                  {post.excerpt ? <p>{post.excerpt}</p> : null}
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </PageShell>
  );
}
