export type IconName =
  | 'chat' | 'home' | 'dog' | 'cat' | 'horse' | 'cow' | 'bird' | 'shield' | 'heart' | 'star' | 'clock' | 'pin' | 'stethoscope';
