export { Drawer, DrawerClose, drawerSides, type DrawerProps, type DrawerSide } from './Drawer'
