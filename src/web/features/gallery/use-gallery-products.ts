import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { fetchProducts, productKeys } from "../products/api";

/** The gallery, a server page at a time; the previous results stay up while a new search loads. */
export function useGalleryProducts(search: string) {
  return useInfiniteQuery({
    queryKey: productKeys.list(search),
    queryFn: ({ pageParam, signal }) => fetchProducts(search, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    placeholderData: keepPreviousData,
  });
}
