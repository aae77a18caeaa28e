let maximumDrafts = 3
